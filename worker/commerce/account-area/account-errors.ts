import { BadRequestError } from '../../errors';

/** A 400 whose fields each carry an error code (the form shows the localized message of each). */
export class AccountFieldError extends BadRequestError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}
