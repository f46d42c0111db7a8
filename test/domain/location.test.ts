import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  NEAREST_AREA_MAX_KM,
  POSTCODE_AREAS,
  postcodeArea,
  postcodeDistrict,
  resolveLocation,
} from '../../src/domain/location/index.ts';

// The location look-ups of D-42 and D-52 against the shipped table (src/domain/location/postcode-areas.json):
// each expectation below is the table's own row, written out by hand.

describe('postcodeDistrict: the outward code (D-22)', () => {
  it('keeps a sub-district’s letter: SW1A stays SW1A (the library’s toDistrict would give SW1)', () => {
    assert.equal(postcodeDistrict('SW1A 1AA'), 'SW1A');
    assert.equal(postcodeDistrict('W1A 0AX'), 'W1A');
    assert.equal(postcodeDistrict('EC1A 1BB'), 'EC1A');
  });

  it('reads real postcodes in any case and spacing', () => {
    for (const [postcode, district] of [
      ['M1 1AE', 'M1'],
      ['EH1 1YZ', 'EH1'],
      ['B1 1AA', 'B1'],
      ['CR0 2XX', 'CR0'],
      ['AB10 1AB', 'AB10'],
      ['sw1a1aa', 'SW1A'],
      ['m11ae', 'M1'],
      ['  eh1 1yz ', 'EH1'],
      ['M14 5AB', 'M14'],
    ] as const) {
      assert.equal(postcodeDistrict(postcode), district, postcode);
    }
  });

  it('takes a bare outward code as its own district', () => {
    assert.equal(postcodeDistrict('sw1a'), 'SW1A');
    assert.equal(postcodeDistrict('M14'), 'M14');
  });

  it('is null for text that is not a postcode', () => {
    for (const text of ['', '   ', 'London', 'SW1A 1', '12345', 'SW', '1AA SW1A']) {
      assert.equal(postcodeDistrict(text), null, JSON.stringify(text));
    }
  });

  it('agrees with the table: every example district is a district of its own area', () => {
    for (const row of POSTCODE_AREAS) {
      for (const district of row.districts) {
        assert.equal(postcodeDistrict(district), district, `${row.area}: ${district}`);
        assert.equal(postcodeArea(district), row.area, `${row.area}: ${district}`);
      }
    }
  });
});

describe('resolveLocation: postcode → area → county → index; coordinates → nearest area (D-42, D-52)', () => {
  it('resolves real postcodes by their area to the table’s county and index', () => {
    const cases = [
      ['SW1A 1AA', { area: 'SW', county: 'Greater London', index: 118 }],
      ['M1 1AE', { area: 'M', county: 'Greater Manchester', index: 95 }],
      ['EH1 1YZ', { area: 'EH', county: 'City of Edinburgh', index: 98 }],
      ['B1 1AA', { area: 'B', county: 'West Midlands', index: 95 }],
      ['CR0 2XX', { area: 'CR', county: 'Greater London', index: 109 }],
      ['BT1 1AA', { area: 'BT', county: 'County Antrim', index: 75 }],
      ['ZE1 0AA', { area: 'ZE', county: 'Shetland Islands', index: 120 }],
    ] as const;
    for (const [postcode, expected] of cases) {
      assert.deepEqual(resolveLocation({ postcode }), { ...expected, source: 'postcode' }, postcode);
    }
  });

  it('reads lowercase and unspaced forms alike', () => {
    const want = { area: 'SW', county: 'Greater London', index: 118, source: 'postcode' };
    for (const postcode of ['sw1a 1aa', 'SW1A1AA', 'sw1a1aa', ' SW1A  1AA ']) {
      assert.deepEqual(resolveLocation({ postcode }), want, postcode);
    }
    assert.deepEqual(resolveLocation({ postcode: 'eh11yz' }), { area: 'EH', county: 'City of Edinburgh', index: 98, source: 'postcode' });
  });

  it('places coordinates in the nearest area', () => {
    const cases = [
      ['Manchester Piccadilly', 53.4774, -2.2309, { area: 'M', county: 'Greater Manchester', index: 95 }],
      ['Manchester Town Hall', 53.4794, -2.2453, { area: 'M', county: 'Greater Manchester', index: 95 }],
      ['Edinburgh Castle', 55.9486, -3.1999, { area: 'EH', county: 'City of Edinburgh', index: 98 }],
      ['Birmingham New Street', 52.4778, -1.8983, { area: 'B', county: 'West Midlands', index: 95 }],
      ['Belfast City Hall', 54.5964, -5.9301, { area: 'BT', county: 'County Antrim', index: 75 }],
    ] as const;
    for (const [place, latitude, longitude, expected] of cases) {
      assert.deepEqual(resolveLocation({ latitude, longitude }), { ...expected, source: 'coordinates' }, place);
    }
  });

  it('uses coordinates when the postcode’s area is unknown or there is none', () => {
    const manchester = { latitude: 53.4774, longitude: -2.2309 };
    const want = { area: 'M', county: 'Greater Manchester', index: 95, source: 'coordinates' };
    for (const postcode of [null, undefined, '', 'QQ1 1AA', 'not a postcode']) {
      assert.deepEqual(resolveLocation({ postcode, ...manchester }), want, String(postcode));
    }
  });

  it('puts the postcode first, then an explicit index, then coordinates', () => {
    const edinburgh = { latitude: 55.9486, longitude: -3.1999 };
    assert.deepEqual(resolveLocation({ postcode: 'M1 1AE', location_index: 130, ...edinburgh }), {
      area: 'M',
      county: 'Greater Manchester',
      index: 95,
      source: 'postcode',
    });
    assert.deepEqual(resolveLocation({ location_index: 130, ...edinburgh }), { area: null, county: null, index: 130, source: 'index' });
    assert.deepEqual(resolveLocation({ postcode: 'QQ1 1AA', location_index: 87.5 }), {
      area: null,
      county: null,
      index: 87.5,
      source: 'index',
    });
  });

  it('ignores an index that is not positive and coordinates that are not a WGS84 pair', () => {
    assert.equal(resolveLocation({ location_index: 0 }), null);
    assert.equal(resolveLocation({ location_index: -5 }), null);
    assert.equal(resolveLocation({ location_index: Number.NaN }), null);
    assert.equal(resolveLocation({ latitude: 53.4774 }), null, 'latitude alone');
    assert.equal(resolveLocation({ longitude: -2.2309 }), null, 'longitude alone');
    assert.equal(resolveLocation({ latitude: 91, longitude: -2.2 }), null);
    assert.equal(resolveLocation({ latitude: 53.4, longitude: 181 }), null);
  });

  it(`places no point farther than ${NEAREST_AREA_MAX_KM} km from every area centre (a bad pin)`, () => {
    assert.equal(resolveLocation({ latitude: 0, longitude: 0 }), null, 'null island');
    assert.equal(resolveLocation({ latitude: -2.2309, longitude: 53.4774 }), null, 'latitude and longitude swapped');
    assert.equal(resolveLocation({ latitude: 40.7128, longitude: -74.006 }), null, 'New York');
    // The remotest inhabited places of the UK still resolve.
    assert.equal(resolveLocation({ latitude: 49.92, longitude: -6.3 })?.area, 'TR', 'Isles of Scilly');
    assert.equal(resolveLocation({ latitude: 60.75, longitude: -0.88 })?.area, 'ZE', 'Unst');
    assert.equal(resolveLocation({ latitude: 57.0, longitude: -7.45 })?.area, 'HS', 'Barra');
  });

  it('is null when nothing resolves', () => {
    assert.equal(resolveLocation({}), null);
    assert.equal(resolveLocation({ postcode: 'QQ1 1AA' }), null);
    assert.equal(resolveLocation({ postcode: null, latitude: null, longitude: null, location_index: null }), null);
  });
});
