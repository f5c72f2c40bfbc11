import { describe, expect, it } from 'vitest';
import { scapiIdentity, scapiSubject } from './slas-claims';

describe('SCAPI token claims', () => {
  it('puts the usid fourth in sub, as commerce-sdk-react reads it', () => {
    const sub = scapiSubject('commercecloud/f_ecom_axle', 'client-1', 'u-1');
    expect(sub).toBe('cc-slas::axle::scid:client-1::usid:u-1');
    expect(sub.split('::')[3]!.replace('usid:', '')).toBe('u-1');
  });

  it('names guests by gcid and registered shoppers by rcid', () => {
    const guest = scapiIdentity('guest', 'g_1').split('::');
    expect([guest[1], guest[3]]).toEqual(['upn:Guest', 'gcid:g_1']);
    const registered = scapiIdentity('registered', 'r_1').split('::');
    expect(registered[1]).not.toBe('upn:Guest');
    expect(registered[4]).toBe('rcid:r_1');
  });
});
