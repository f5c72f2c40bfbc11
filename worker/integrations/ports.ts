import type { RecoService } from '../commerce/reco/reco-service';
import type { CaptchaVerifier } from './captcha/captcha-port';
import type { ContentPort } from './content/content-port';
import type { EmailPort } from './email/email-port';
import type { GeolocationPort } from './geolocation/geolocation-port';
import { PORT_TIMEOUT_MS, timedPort, type PortName } from './outbound';
import type { PaymentProvider } from './payments/payment-port';
import type { ReviewsPort } from './reviews/reviews-port';

/** Each outside service's port type, by name. */
export interface PortTypes {
  reviews: ReviewsPort;
  recommendations: RecoService;
  geolocation: GeolocationPort;
  content: ContentPort;
  email: EmailPort;
  captcha: CaptchaVerifier;
  payments: PaymentProvider;
}

/**
 * Fault injection for tests (tests/integration/faults/): wrappers that make a port fail or hang,
 * and shorter timeouts so a hang is noticed quickly. It travels in the env object a test hands to
 * the worker's fetch; wrangler vars are strings, so a deployment can never carry it.
 */
export interface PortFaults {
  wrap?: { [K in PortName]?: (port: PortTypes[K]) => PortTypes[K] };
  timeoutMs?: Partial<Record<PortName, number>>;
}

function faultsOf(env: object): PortFaults | undefined {
  const faults = (env as { PORT_FAULTS?: unknown }).PORT_FAULTS;
  return typeof faults === 'object' && faults !== null ? (faults as PortFaults) : undefined;
}

/** A port as the worker uses it: every call bounded by the port's timeout (decision 190). */
export function outboundPort<K extends PortName>(env: object, name: K, port: PortTypes[K]): PortTypes[K] {
  const faults = faultsOf(env);
  const wrap = faults?.wrap?.[name] as ((p: PortTypes[K]) => PortTypes[K]) | undefined;
  return timedPort(wrap ? wrap(port) : port, name, faults?.timeoutMs?.[name] ?? PORT_TIMEOUT_MS[name]);
}
