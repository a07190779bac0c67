/**
 * `npm run people:create -- --email EMAIL --role ROLE [--store ID | --account ID] [--name NAME]`: gives a
 * person a role on a real install, creating them first (with a generated password, printed once) when the
 * email is new. How the first owner of a store gets in; after that, owners invite their team.
 */
import { runAsProcess } from './cli/command';
import { createPersonCommand } from './cli/create-person';

runAsProcess(createPersonCommand);
