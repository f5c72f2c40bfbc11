import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../../shared/i18n/create-intl';
import en from '../../../shared/i18n/messages/en-US/common.json';
import { withoutFinalStop } from './error-text';

describe('error page message', () => {
  const intl = createAppIntl('en-US', { 'common.error.message': (en as Record<string, string>)['error.message']! });
  const text = (message: string) => intl.formatMessage({ id: 'common.error.message' }, { message: withoutFinalStop(message) });

  it('has a single full stop after a spec message that ends with one', () => {
    expect(text('Category Error - HTTP Error 503 occurred.')).toBe(
      'Error Category Error - HTTP Error 503 occurred. Please try again or contact us for assistance',
    );
    expect(text('HTTP Error 500 occurred.')).toBe('Error HTTP Error 500 occurred. Please try again or contact us for assistance');
  });

  it('leaves a message without a full stop as it is', () => {
    expect(text('Something went wrong')).toBe('Error Something went wrong. Please try again or contact us for assistance');
    expect(withoutFinalStop('Site is not defined...')).toBe('Site is not defined');
  });
});
