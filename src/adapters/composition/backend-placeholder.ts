import { ContainerModule } from 'inversify';
import { BackendError } from '../../domain/backend-error';
import type { ProfileApi } from '../../ports/profile-api';
import { PROFILE_API } from '../../ports/profile-api';
import type { TopicsApi } from '../../ports/topics-api';
import { TOPICS_API } from '../../ports/topics-api';

const notBound = () => Promise.reject(new BackendError('network', 'backend adapter not bound yet'));

/** PLACEHOLDER until the generated backend adapters are bound in the profile modules: every call fails as 'network'. */
class BackendNotBoundProfileApi implements ProfileApi {
  getMyProfile = notBound;
  saveMyProfile = notBound;
}
class BackendNotBoundTopicsApi implements TopicsApi {
  getAllTopics = notBound;
}

/** Loaded after the profile module; binds only what the profile module left unbound, so real adapters win. */
export const backendPlaceholderModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(PROFILE_API)) bind(PROFILE_API).toConstantValue(new BackendNotBoundProfileApi());
  if (!isBound(TOPICS_API)) bind(TOPICS_API).toConstantValue(new BackendNotBoundTopicsApi());
});
