// A bare Fastify route, the ceiling the API's routes are compared with in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: [{ id: 1, name: 'Vehicles' }] }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`ready at ${address}\n`);
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
