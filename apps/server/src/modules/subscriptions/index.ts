/** The public face of modules/subscriptions: the practice's plan, its limits and changes. */
export { noPaymentProvider, type PaymentProvider, paymentProvider } from './payment-provider.ts';
export { subscriptionRoutes } from './routes.ts';
