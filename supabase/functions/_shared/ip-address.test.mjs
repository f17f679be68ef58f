import { describe, expect, it } from 'vitest';
import { clientIp } from './http.js';
import { isNonPublicAddress } from './ip-address.js';

describe('addresses without a location', () => {
  it.each([
    ['127.0.0.1', true], ['10.1.2.3', true], ['172.16.0.1', true], ['172.31.255.255', true], ['192.168.1.10', true],
    ['169.254.0.5', true], ['100.64.0.1', true], ['0.0.0.0', true], ['224.0.0.1', true], ['192.0.2.1', true], ['203.0.113.9', true],
    ['::1', true], ['::', true], ['fd12:3456::1', true], ['fe80::1', true], ['2001:db8::1', true], ['::ffff:192.168.0.1', true], ['not an ip', true],
    ['8.8.8.8', false], ['172.32.0.1', false], ['185.93.244.1', false], ['100.128.0.1', false], ['2a00:1450:4001::200e', false], ['::ffff:8.8.8.8', false],
  ])('%s is non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });
});

describe('the caller\'s address', () => {
  const request = (headers) => new Request('http://functions.test/', { headers });
  // The gateway appends the address it accepted the connection from; everything before it, and
  // every other header, is the client's to choose.
  it.each([
    [{ 'x-forwarded-for': '185.93.244.1' }, '185.93.244.1'],
    [{ 'x-forwarded-for': '1.2.3.4, 185.93.244.1' }, '185.93.244.1'],
    [{ 'x-forwarded-for': '1.2.3.4,5.6.7.8 ,  2a00:1450::1 ' }, '2a00:1450::1'],
    [{ 'x-forwarded-for': '::ffff:127.0.0.1' }, '127.0.0.1'],
    [{ 'x-forwarded-for': '185.93.244.1', 'cf-connecting-ip': '8.8.4.4', 'x-real-ip': '8.8.8.8' }, '185.93.244.1'],
    [{ 'cf-connecting-ip': '8.8.4.4' }, null],
    [{ 'x-real-ip': '2a00:1450::1' }, null],
    [{}, null],
  ])('from %j is %s', (headers, expected) => {
    expect(clientIp(request(headers))).toBe(expected);
  });
});
