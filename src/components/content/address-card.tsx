import { MapPin } from 'lucide-react';

/** /contact without a map key: the company address as a card (no external script). */
export function AddressCard({ title, company, address }: { title: string; company: string; address: string }) {
  return (
    <section className="flex gap-4 rounded-lg border border-line bg-paper p-6" data-testid="address-card">
      <MapPin className="mt-1 shrink-0 text-brand" size={28} aria-hidden="true" />
      <div>
        <h2 className="mb-1 text-lg font-semibold">{title}</h2>
        {company && <p className="font-medium">{company}</p>}
        <p className="text-muted">{address}</p>
      </div>
    </section>
  );
}
