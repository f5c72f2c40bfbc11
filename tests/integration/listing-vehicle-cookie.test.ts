import { describe, expect, it } from 'vitest';
import { getPage } from './http';

describe('category lists follow the selected vehicle', () => {
  it('filters a plain category list by the vehicle in the cookie', async () => {
    const html = await (await getPage('/category/brakes', { cookie: 'axle_vehicle=2019-honda-civic' })).text();
    expect(html).toMatch(/<h1[^>]*>2019 Honda Civic(<!-- -->)? \| (<!-- -->)?Brakes/);
    const plain = await (await getPage('/category/brakes')).text();
    expect(plain).toMatch(/<h1[^>]*>All Vehicle Parts(<!-- -->)? \| (<!-- -->)?Brakes/);
  });

  it('ignores a cookie naming an unknown vehicle', async () => {
    const res = await getPage('/category/brakes', { cookie: 'axle_vehicle=2099-nope-car' });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/All Vehicle Parts/);
  });

  it('lets the URL vehicle win over the cookie', async () => {
    const html = await (await getPage('/2019-honda-civic/brakes', { cookie: 'axle_vehicle=2018-toyota-camry' })).text();
    expect(html).toMatch(/<h1[^>]*>2019 Honda Civic/);
  });
});

describe('the list heading follows the selected vehicle when the URL names none', () => {
  it('search without vehicle= names the selected vehicle and offers Change Vehicle', async () => {
    const html = await (await getPage('/search?q=brake', { cookie: 'axle_vehicle=2019-honda-civic' })).text();
    expect(html).toMatch(/<h1[^>]*>2019 Honda Civic<\/h1>/);
    expect(html).toMatch(/<button[^>]*>Change Vehicle<\/button>/);
    expect(html).not.toContain('All Vehicle Parts');
  });

  it('search without any vehicle reads All Vehicle Parts and offers Add Vehicle', async () => {
    const html = await (await getPage('/search?q=brake')).text();
    expect(html).toMatch(/<h1[^>]*>All Vehicle Parts<\/h1>/);
    expect(html).toMatch(/<button[^>]*>Add Vehicle<\/button>/);
  });

  it('the URL vehicle of a search wins over the selected one', async () => {
    const html = await (await getPage('/search?q=brake&vehicle=2019-honda-civic', { cookie: 'axle_vehicle=2018-toyota-camry' })).text();
    expect(html).toMatch(/<h1[^>]*>2019 Honda Civic<\/h1>/);
  });
});
