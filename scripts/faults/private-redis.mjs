// A Redis of the faults run's own (free port, no persistence), so killing it leaves the machine's
// shared Redis alone.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import net from 'node:net';
import { freePort } from '../bench/server.mjs';

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

export class PrivateRedis {
  async start(cleanup) {
    this.port ??= await freePort();
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore', detached: true });
    const child = this.child;
    const kill = () => {
      try {
        child.kill('SIGKILL');
      } catch {
        // gone
      }
    };
    cleanup?.add('stop the private Redis', async () => kill(), kill);
    for (let i = 0; i < 100 && !(await answers(this.port)); i++) await sleep(100);
    this.url = `redis://127.0.0.1:${this.port}`;
    return this.url;
  }

  kill() {
    this.child?.kill('SIGKILL');
  }
}
