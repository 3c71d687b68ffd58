// Runs the API test server as its own process (DATABASE_URL and PORT from the environment), so a
// test can kill it with SIGKILL and start it again.
import { createApiServer } from "./api-server";

const { baseUrl } = await createApiServer(Number(process.env.PORT ?? 0));
console.log(`ready ${baseUrl}`);
