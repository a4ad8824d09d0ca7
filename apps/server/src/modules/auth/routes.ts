/** Our additions next to better-auth: which sign-in providers exist, and the full sign-up form. */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { signUpSchema } from '@verdant/shared';
import { callAuth } from '../../auth/handler.ts';
import { AUTH_BASE_PATH } from '../../auth/auth.ts';
import { createRouter, defineRoute, documented, jsonBody, jsonResponse, z } from '../../platform/openapi.ts';

const ProvidersSchema = z.object({ google: z.boolean() }).openapi('AuthProviders');

const SignUpBody = documented(signUpSchema, 'SignUp');

const SignUpResult = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailVerified: z.boolean(),
    }),
    verificationEmailSent: z.boolean(),
  })
  .openapi('SignUpResult');

export function authRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/auth/providers',
      permission: 'public',
      tags: ['auth'],
      summary: 'Sign-in providers available besides e-mail and password',
      responses: { 200: jsonResponse(ProvidersSchema, 'Providers') },
    }),
    (c) => c.json({ google: Boolean(c.var.deps.config.google) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/auth/sign-up',
      permission: 'public',
      tags: ['auth'],
      summary:
        'Sign up with first name, last name, e-mail, password and its confirmation (confirmPassword required); sends the verification e-mail',
      request: { body: jsonBody(SignUpBody) },
      responses: {
        201: jsonResponse(SignUpResult, 'Account created; verify the e-mail address to sign in'),
        409: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'Email already exists',
        ),
        429: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'Rate limited',
        ),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const headers = new Headers();
      for (const name of ['origin', 'cookie', 'user-agent', 'accept-language', 'sec-fetch-site']) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      headers.set('content-type', 'application/json');
      const res = await callAuth(
        c.var.deps.auth,
        new Request(new URL(`${AUTH_BASE_PATH}/sign-up/email`, c.req.url), {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            password: input.password,
            confirmPassword: input.confirmPassword,
            ...(input.language ? { language: input.language } : {}),
          }),
        }),
        c.var.clientIp,
        c.var.deps.database,
      );
      // already in our error shape (normalizeAuthResponse), with its headers (Retry-After)
      if (!res.ok) return res as never;
      const body = (await res.json()) as { user: z.infer<typeof SignUpResult>['user'] };
      const u = body.user;
      return c.json(
        {
          user: {
            id: u.id,
            email: u.email,
            name: u.name,
            firstName: u.firstName,
            lastName: u.lastName,
            emailVerified: u.emailVerified,
          },
          verificationEmailSent: true,
        },
        201,
      );
    },
  );
  return app;
}
