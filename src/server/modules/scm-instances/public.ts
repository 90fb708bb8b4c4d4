/** What other modules may use of scm-instances (docs/contributing.md, boundaries): the service that creates one in a caller's transaction. */
export { createScmInstancesService, type ScmInstancesService } from './service';
