/** bench/lib/scene-photo.js, for the TypeScript tests that make photos with it (backend/test/media). */
export function scenePhoto(width: number, height: number, options?: { format?: 'jpeg' | 'png' | 'webp' | 'avif'; seed?: number }): Promise<Buffer>;
