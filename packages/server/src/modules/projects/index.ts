// Projects and quotes from an external link (spec 2 §7: POST /projects, POST /quotes, addFiles).
export { projectsModule } from './routes.ts';
export { addFiles, createFromLink, MSG_INVALID_LINK, type CreationKind } from './service.ts';
