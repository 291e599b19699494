import type { FastifyPluginAsync } from 'fastify';
import { customerAuthRoutes } from './customerauth/customerauth.routes';
import { healthRoutes } from './health/health.routes';

/** Every service area of SPEC.md section 7, mounted under /api/v1. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(healthRoutes);
  await api.register(customerAuthRoutes);
};
