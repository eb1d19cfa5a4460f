import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Recipe } from '../domain/recipe';
import type { MediaStoreSettings } from '../settings';
import type { RenderedDimensions, VariantRendering } from '../application/photo-renderer';
import type { RenderAnswer, RenderRequest } from './render-process';

/** The child's entry beside this file: `.js` in a build, `.ts` when the backend runs from its sources. */
const ENTRY = path.join(__dirname, `render-process${path.extname(__filename)}`);

interface Pending {
  resolve(rendered: RenderedDimensions | null): void;
  reject(err: Error): void;
}

/**
 * Renders in a child Node process, so the worker itself never loads the image library: libvips
 * keeps tens of megabytes per thread after a large photo, and only the end of a process gives
 * them back. One child is kept while renders keep coming and let go after `idleMs` without one.
 * A child that dies fails the renders it had in hand (their jobs are retried); the next render
 * starts a fresh one.
 */
export class ChildVariantRendering implements VariantRendering {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: MediaStoreSettings,
    private readonly idleMs: number,
  ) {}

  /** The running child's process id, if one runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  render(photoId: string, recipe: Recipe): Promise<RenderedDimensions | null> {
    const child = this.child ?? this.start();
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const id = this.nextId++;
    const request: RenderRequest = { id, photoId, recipe, store: this.store };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send(request, (err) => {
        if (err) this.settle(id, (p) => p.reject(err));
      });
    });
  }

  /** Stops the child (the worker is stopping); renders in hand fail and their jobs are retried elsewhere. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  private start(): ChildProcess {
    // The child runs with the worker's own V8 flags (scripts/start.sh) and environment
    // (MALLOC_ARENA_MAX). From the sources (the tests), it compiles TypeScript the way the
    // backend's own processes do, by the backend's compiler settings wherever the parent started.
    const fromSources = path.extname(__filename) === '.ts';
    const register = fromSources && !process.execArgv.includes('@swc-node/register') ? ['-r', '@swc-node/register'] : [];
    const child = fork(ENTRY, [], {
      execArgv: [...process.execArgv, ...register],
      env: fromSources ? { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '../../../../tsconfig.json') } : process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.on('message', (answer: RenderAnswer) => {
      this.settle(answer.id, (p) => (answer.ok ? p.resolve(answer.rendered) : p.reject(new Error(answer.message))));
      if (this.pending.size === 0) this.idleAfter(child);
    });
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.idle) clearTimeout(this.idle);
      this.idle = null;
      const err = new Error(`the renderer process exited (${signal ?? `code ${code}`})`);
      for (const id of [...this.pending.keys()]) this.settle(id, (p) => p.reject(err));
    });
    // An idle child must not keep the worker alive, nor the worker wait on it.
    child.unref();
    child.channel?.unref();
    return child;
  }

  private idleAfter(child: ChildProcess): void {
    this.idle = setTimeout(() => {
      if (this.child === child && this.pending.size === 0) child.disconnect();
    }, this.idleMs);
    this.idle.unref();
  }

  private settle(id: number, how: (p: Pending) => void): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    how(p);
  }
}
