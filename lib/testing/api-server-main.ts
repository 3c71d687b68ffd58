// Runs the API test server as its own process (DATABASE_URL and PORT from the environment), so a
// test can kill it with SIGKILL and start it again. Answers the document does not describe are
// printed for the test process to fail on (lib/testing/processes.ts).
import { CONTRACT_VIOLATION_LINE } from "./contract";
import { createApiServer } from "./api-server";

const { baseUrl } = await createApiServer({
  port: Number(process.env.PORT ?? 0),
  onViolation: (violation) => console.log(`${CONTRACT_VIOLATION_LINE}${JSON.stringify(violation)}`),
});
console.log(`ready ${baseUrl}`);
