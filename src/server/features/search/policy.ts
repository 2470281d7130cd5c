import type { FastifyRequest } from 'fastify';
import type { IncidentAudience } from '../incidents/present-incident';

/** Searched addresses are compared as the search stores them: trimmed and lower-cased. */
export const normaliseSearchedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Who is asking about an address: staff, the signed-in owner of that address, or anyone else (the
 * public). It decides what the results show (D2) and whether the search counts against the
 * address's budget, which exists to stop strangers enumerating it, not the owner or staff.
 */
export function searchAudience(request: FastifyRequest, email: string): IncidentAudience {
  if (request.staff !== null) return 'staff';
  if (request.victim?.email.toLowerCase() === normaliseSearchedEmail(email)) return 'owner';
  return 'public';
}
