// Sign-up, e-mail confirmation and organisation selection (spec 2 §2, §4, §6; spec 3 §2.5): the routes only.
export { accountsModule } from './routes.ts';
