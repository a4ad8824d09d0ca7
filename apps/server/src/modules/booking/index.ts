/** Booking a provider's slot: holds, confirmation and cancellation links, the booker's e-mails. */
export { bookingRoutes } from './routes.ts';
export { bookedPlace, bookedSlot } from './service.ts';
