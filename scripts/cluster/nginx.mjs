// The edge of the cluster: Debian's nginx, run as the current user with its own config (-c) and
// prefix (-p) in a temp dir, `daemon off;` under a child process of ours — never the system
// service (GUIDE: traps). Round-robin over the Lantern processes; it is the only trusted proxy.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signalGroup } from '../bench/server.mjs';

/** nginx connects to the processes from this address, so they can tell it from everyone else. */
export const NGINX_ADDRESS = '127.0.0.2';
export const INSTALL_HINT = 'nginx is not installed: `apt-get install -y nginx` (Debian; it is run as the current user with its own config, never as the system service)';

/** The nginx binary (PATH, then Debian's /usr/sbin), or undefined. */
export function findNginx() {
  for (const dir of [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']) {
    const candidate = path.join(dir, 'nginx');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

/**
 * nginx.conf for `port` in front of `upstreamPorts` (processes on 127.0.0.1). `prefix` holds logs,
 * pid and temp files. Comments in the file say why each line is there.
 */
export function nginxConfig({ port, upstreamPorts, prefix, ipv6 = true }) {
  const p = (name) => path.join(prefix, name);
  // As root the workers would switch to `nobody`, who cannot write our temp dir: keep them ours.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `# Written by scripts/cluster/nginx.mjs for one run of \`npm run cluster\`.
${user}daemon off;
worker_processes 1;
error_log ${p('logs/error.log')} warn;
pid ${p('nginx.pid')};

events {
  worker_connections 1024;
}

http {
  client_body_temp_path ${p('temp/client_body')};
  proxy_temp_path ${p('temp/proxy')};
  fastcgi_temp_path ${p('temp/fastcgi')};
  uwsgi_temp_path ${p('temp/uwsgi')};
  scgi_temp_path ${p('temp/scgi')};
  # One line per request: when it ended, who asked, which process(es) answered (a list when nginx moved the
  # request on to the next one) and their statuses. The cluster run reads it for its figures.
  log_format cluster '$msec $remote_addr $request_method "$request_uri" $status "$upstream_addr" "$upstream_status" $request_time';
  access_log ${p('logs/access.log')} cluster;
  server_tokens off;

  upstream lantern {
    # Round-robin. A process that refuses or drops a connection is left out for fail_timeout,
    # then tried again with one request (which moves on to the other process if it fails).
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    # Idle connections kept open to the processes (their keepAliveTimeout, 65 s, outlasts ours, 60 s).
    keepalive 32;
    keepalive_timeout 60s;
  }

  server {
    listen 127.0.0.1:${port};
${ipv6 ? `    listen [::1]:${port};\n` : ''}    client_max_body_size 25m;

    location / {
      proxy_pass http://lantern;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The edge overwrites what clients send: the processes trust these because they come from us.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Port "";
      proxy_set_header X-Real-IP "";
      proxy_set_header Forwarded "";
      # Our own source address: TRUSTED_PROXIES=${NGINX_ADDRESS}, so a client on 127.0.0.1 that
      # talks to a process directly is not believed.
      proxy_bind ${NGINX_ADDRESS};
      proxy_connect_timeout 2s;
      proxy_send_timeout 60s;
      # Above the processes' longest own wait (an export queued for a render slot: 20 s).
      proxy_read_timeout 60s;
      # A dead or refusing process: move the request to the next one. nginx's default keeps
      # non-idempotent requests (POST) from being sent twice once a process has received them.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 15s;
      # Which process answered (tests prove both did); a list when the request was moved on.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function hasIpv6Loopback() {
  return Object.values(os.networkInterfaces())
    .flat()
    .some((address) => address?.internal && address.family === 'IPv6' && address.address === '::1');
}

function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export class Nginx {
  constructor({ binary, port, upstreamPorts, prefix }) {
    Object.assign(this, { binary, port, upstreamPorts, prefix });
    this.child = undefined;
    this.exit = undefined;
    this.origin = `http://localhost:${port}`;
  }

  get confFile() {
    return path.join(this.prefix, 'nginx.conf');
  }

  get accessLog() {
    return path.join(this.prefix, 'logs/access.log');
  }

  get errorLog() {
    return path.join(this.prefix, 'logs/error.log');
  }

  get pid() {
    return this.child?.pid;
  }

  /** Writes the config, checks it with `nginx -t` and starts nginx in the foreground (our child). */
  async start() {
    for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(this.prefix, dir), { recursive: true });
    fs.writeFileSync(this.confFile, nginxConfig({ port: this.port, upstreamPorts: this.upstreamPorts, prefix: this.prefix, ipv6: hasIpv6Loopback() }));
    // -e: nginx's log before it has read the config (the compiled-in /var/log/nginx/error.log otherwise).
    const args = ['-p', this.prefix, '-c', this.confFile, '-e', this.errorLog];
    const check = spawnSync(this.binary, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx rejected its config ${this.confFile}:\n${check.stderr}`);
    const log = fs.openSync(path.join(this.prefix, 'logs/stderr.log'), 'a');
    this.child = spawn(this.binary, args, { stdio: ['ignore', log, log], detached: true });
    fs.closeSync(log);
    this.exit = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    this.child.once('error', () => {});
    let exited;
    this.exit.then((result) => (exited = result));
    const deadline = Date.now() + 10_000;
    while (!(await portAnswers(this.port))) {
      if (exited) throw new Error(`nginx exited (${exited.signal ?? `code ${exited.code}`}) at start:\n${this.logTail()}`);
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${this.port} within 10 s:\n${this.logTail()}`);
      await sleep(50);
    }
  }

  logTail(lines = 20) {
    const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    return (read(path.join(this.prefix, 'logs/stderr.log')) + read(this.errorLog)).trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** SIGQUIT (graceful: lets answers under way finish), then SIGKILL to its group after 5 s. */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    signalGroup(this.child.pid, 'SIGQUIT');
    const stopped = await Promise.race([this.exit.then(() => true), sleep(5_000).then(() => false)]);
    if (!stopped) signalGroup(this.child.pid, 'SIGKILL');
    await Promise.race([this.exit, sleep(2_000)]);
    signalGroup(this.child.pid, 'SIGKILL'); // a worker left behind by its master
  }

  killNow() {
    if (this.child) signalGroup(this.child.pid, 'SIGKILL');
  }
}
