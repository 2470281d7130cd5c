// The checker's only contact with the outside world. Everything here is injectable so that tests
// (and machines without internet) never depend on the network.

export type ResolvedAddress = { address: string; family: 4 | 6 };

export type CertificateInfo = {
  authorized: boolean;
  authorizationError: string | null;
  issuer: string | null;
  validFrom: Date | null;
  validTo: Date | null;
};

export type CertificateTarget = {
  /** The already vetted IP address: we connect there, never to the name again (DNS rebinding). */
  address: string;
  port: number;
  /** Sent as SNI and used for the certificate's name check; null for IP-address hosts. */
  servername: string | null;
};

export type SiteSafetyNetwork = {
  resolve: (hostname: string, signal: AbortSignal) => Promise<ResolvedAddress[]>;
  fetchCertificate: (target: CertificateTarget, signal: AbortSignal) => Promise<CertificateInfo>;
  /** The domain's registration date by RDAP; null when the registry answers without one. */
  fetchRegistrationDate: (domain: string, signal: AbortSignal) => Promise<Date | null>;
};

/** An error from a connector that means "nothing listens there", as opposed to "could not tell". */
export const CONNECTION_REFUSED = 'ECONNREFUSED';
