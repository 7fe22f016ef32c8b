import { placeLine } from '@/lib/address-text';
import type { AddressSnapshot } from '@/lib/validation/address';
import { countryName, divisionName } from '@/server/accounts/address-options';

// The delivery address as mails, quotations and order sheets print it: who, where, how to reach.

/** The address as lines in the language (Chinese order in Chinese), the country and divisions named, not coded. */
export function addressLines(a: AddressSnapshot, language: string): string[] {
  const place = placeLine(
    {
      country: countryName(a.country, language),
      region: divisionName(a.region, language),
      city: divisionName(a.city, language),
      district: divisionName(a.district ?? '', language),
      addressLine: a.addressLine,
      postcode: a.postcode,
    },
    language,
  );
  return [[a.contactName, a.company].filter(Boolean).join(', '), place, [a.phone, a.email].filter(Boolean).join(', ')].filter(Boolean);
}
