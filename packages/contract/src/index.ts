export const X: number = 1;
