import type { FastifyRequest } from 'fastify';

/** Who is looking at a case: the victim (by the e-mail of their session) or staff. */
export type CaseViewer = { kind: 'victim'; email: string } | { kind: 'staff'; adminId: number };

export function viewerOf(request: FastifyRequest): CaseViewer {
  if (request.admin) return { kind: 'staff', adminId: request.admin.adminId };
  if (request.victim) return { kind: 'victim', email: request.victim.email.toLowerCase() };
  throw new Error('viewerOf called on a route that does not require a session');
}
