import type { Server } from 'node:http';
import { ConfigError } from '../kernel/config';

/** A port another program holds: one line naming the setting to change, not a stack trace. */
export class PortInUse extends ConfigError {
  constructor(setting: string, port: number) {
    super(`${setting} ${port} is already in use by another program: stop it, or set ${setting} to a free port.`);
  }
}

/** Resolves once the server listens on `port`; rejects with PortInUse when the port is taken. */
export function listen(server: Server, port: number, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUse(setting, port) : err);
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
