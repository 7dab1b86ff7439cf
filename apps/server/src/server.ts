import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfigOrExit();
const app = await buildApp(config);
await prepareDatabase(app.deps);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Wall time from process start, and the processor time this process spent getting there.
const cpu = process.cpuUsage();
const startup = { startupMs: Math.round(process.uptime() * 1000), startupCpuMs: Math.round((cpu.user + cpu.system) / 1000) };
app.log.info(startup, `Palco Brasil no ar em ${config.publicUrl}`);
