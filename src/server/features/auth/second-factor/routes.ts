import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatePasskeyRequestSchema,
  freshConfirmationRequestSchema,
  passkeyOptionsResponseSchema,
  recoveryCodesResponseSchema,
  registerPasskeyRequestSchema,
  registerPasskeyResponseSchema,
  secondFactorResultSchema,
  secondFactorStatusSchema,
  totpCodeRequestSchema,
  totpEnrolmentResponseSchema,
  verifySecondFactorRequestSchema,
} from '@shared/auth/second-factor';
import { messageResponseSchema } from '@shared/schemas';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { staffOf, type SecondFactorGate } from '../../../kernel/plugins/access';
import { staffChange } from '../../audit/record-audit';
import { AppError } from '../../../kernel/errors';
import { beginTotpEnrolment, finishTotpEnrolment, NOT_WHILE_CODE_OWED, readSecondFactorStatus, removePasskey, removeTotp, renewRecoveryCodes } from './manage-factors';
import { authenticateWithPasskey, passkeyAuthenticationOptions, passkeyRegistrationOptions, registerPasskey } from './passkeys';
import { resetStaffSecondFactor } from './reset-second-factor';
import { confirmedUntil, secondFactorGate } from './session-gate';
import { confirmWithPassword, verifySecondFactorCode } from './verify-second-factor';

// The ceremony options are plain JSON made by @simplewebauthn for the browser; they pass through as they are.
const asJson = (options: object) => options as Record<string, unknown>;

const refusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  403: messageResponseSchema,
  404: messageResponseSchema,
  409: messageResponseSchema,
  429: messageResponseSchema,
};

/**
 * Staff second factor (issue 22), under /api/admin: the sign-in step that follows the password,
 * setting up an app or a passkey, recovery codes, fresh confirmation before sensitive actions,
 * and an admin's reset of someone else's factor. Routes a session may use before it has passed
 * its second factor say `beforeSecondFactor`.
 */
export const secondFactorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffStep = { access: 'staff', beforeSecondFactor: true } as const;
  const guessing = { ...staffStep, rateLimit: app.rateLimits.loginPerClient };
  const gateOf = (request: FastifyRequest): SecondFactorGate => request.secondFactor!;
  const actor = (request: FastifyRequest) => ({ staff: staffOf(request), by: staffChange(request) });

  // Where the session stands after a step: read again, since the step just changed it.
  const result = async (request: FastifyRequest) => {
    const staff = staffOf(request);
    const now = app.clock();
    const gate = await secondFactorGate(app.db, { sessionId: staff.sessionId, adminUserId: staff.adminId, isProduction: app.config.isProduction });
    return { step: gate.step, confirmedUntil: gate.step === 'complete' ? confirmedUntil(gate, now) : null };
  };

  app.get(
    '/second-factor',
    {
      config: staffStep,
      schema: { tags: ['auth'], summary: "The caller's second factor: its step, what is set up (never a secret)", response: { 200: secondFactorStatusSchema, ...refusals } },
    },
    async (request) => readSecondFactorStatus(app, { staff: staffOf(request), gate: gateOf(request) }),
  );

  app.post(
    '/second-factor/verify',
    {
      config: guessing,
      schema: {
        tags: ['auth'],
        summary: 'Completes a staff sign-in with a code from the app or a recovery code (each recovery code once)',
        body: verifySecondFactorRequestSchema,
        response: { 200: secondFactorResultSchema, ...refusals },
      },
    },
    async (request) => {
      await verifySecondFactorCode(app, { ...actor(request), code: request.body.code });
      return result(request);
    },
  );

  app.post(
    '/second-factor/confirm',
    {
      config: guessing,
      schema: {
        tags: ['auth'],
        summary: 'A fresh confirmation (password or code) before the most sensitive actions; lasts 5 minutes',
        body: freshConfirmationRequestSchema,
        response: { 200: secondFactorResultSchema, ...refusals },
      },
    },
    async (request) => {
      const { password, code } = request.body;
      // A session owing a code gives the code: the password it already gave proves nothing more.
      if (password !== undefined && gateOf(request).step === 'verify') throw new AppError('SECOND_FACTOR_REQUIRED', NOT_WHILE_CODE_OWED);
      if (password !== undefined) await confirmWithPassword(app, { ...actor(request), password });
      else await verifySecondFactorCode(app, { ...actor(request), code: code ?? '' });
      return result(request);
    },
  );

  app.post(
    '/second-factor/totp',
    {
      config: { ...staffStep, freshAuth: true },
      schema: { tags: ['auth'], summary: 'Starts setting up an authenticator app: its key and QR code', response: { 200: totpEnrolmentResponseSchema, ...refusals } },
    },
    async (request) => beginTotpEnrolment(app, { ...actor(request), gate: gateOf(request) }),
  );

  app.post(
    '/second-factor/totp/confirm',
    {
      config: guessing,
      schema: {
        tags: ['auth'],
        summary: "Confirms a new authenticator app with its first code; a first factor answers ten recovery codes, shown once",
        body: totpCodeRequestSchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()).nullable() }), ...refusals },
      },
    },
    async (request) => finishTotpEnrolment(app, { ...actor(request), gate: gateOf(request), code: request.body.code }),
  );

  app.delete(
    '/second-factor/totp',
    {
      config: { access: 'staff', freshAuth: true },
      schema: { tags: ['auth'], summary: "Removes the caller's authenticator app", response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await removeTotp(app, actor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/second-factor/recovery-codes',
    {
      config: { access: 'staff', freshAuth: true },
      schema: { tags: ['auth'], summary: 'Replaces the recovery codes with ten new ones, shown once', response: { 200: recoveryCodesResponseSchema, ...refusals } },
    },
    async (request) => ({ recoveryCodes: await renewRecoveryCodes(app, actor(request)) }),
  );

  app.post(
    '/second-factor/passkeys/registration-options',
    {
      config: { ...staffStep, freshAuth: true },
      schema: { tags: ['auth'], summary: 'Options for adding a passkey (navigator.credentials.create)', response: { 200: passkeyOptionsResponseSchema, ...refusals } },
    },
    async (request) => ({ options: asJson(await passkeyRegistrationOptions(app, { ...actor(request), gate: gateOf(request) })) }),
  );

  app.post(
    '/second-factor/passkeys',
    {
      config: guessing,
      schema: {
        tags: ['auth'],
        summary: "Keeps a new passkey after checking the browser's answer",
        body: registerPasskeyRequestSchema,
        response: { 200: registerPasskeyResponseSchema, ...refusals },
      },
    },
    async (request) =>
      registerPasskey(app, {
        ...actor(request),
        gate: gateOf(request),
        name: request.body.name,
        credential: request.body.credential as unknown as RegistrationResponseJSON,
      }),
  );

  app.post(
    '/second-factor/passkeys/authentication-options',
    {
      config: guessing,
      schema: { tags: ['auth'], summary: 'Options for signing in with a passkey (navigator.credentials.get)', response: { 200: passkeyOptionsResponseSchema, ...refusals } },
    },
    async (request) => ({ options: asJson(await passkeyAuthenticationOptions(app, actor(request))) }),
  );

  app.post(
    '/second-factor/passkeys/authenticate',
    {
      config: guessing,
      schema: {
        tags: ['auth'],
        summary: 'Completes a staff sign-in (or confirms it is them) with a passkey',
        body: authenticatePasskeyRequestSchema,
        response: { 200: secondFactorResultSchema, ...refusals },
      },
    },
    async (request) => {
      await authenticateWithPasskey(app, { ...actor(request), credential: request.body.credential as unknown as AuthenticationResponseJSON });
      return result(request);
    },
  );

  app.delete(
    '/second-factor/passkeys/:id',
    {
      config: { access: 'staff', freshAuth: true },
      schema: {
        tags: ['auth'],
        summary: "Removes one of the caller's passkeys",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await removePasskey(app, { ...actor(request), passkeyId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/staff/:id/second-factor',
    {
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: "Resets another staff member's second factor (audited; never one's own); their sessions end",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await resetStaffSecondFactor(app, { staff: staffOf(request), account: { id: request.params.id }, by: staffChange(request) });
      return reply.code(204).send(null);
    },
  );
};
