import { Dashboard } from '../components/dashboard';
import { useAreaProfile } from '../hooks/use-area-profile';

export function Component() {
  return <Dashboard profile={useAreaProfile()} />;
}
