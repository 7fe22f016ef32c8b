'use client';

import { useTranslations } from 'next-intl';

/** §3 / R9.35 gender options: 0 default, 1 male, 2 female (labels are ours: R9.36). */
export const SEX_OPTIONS = [
  { value: 0, key: 'sexDefault' },
  { value: 1, key: 'sexMale' },
  { value: 2, key: 'sexFemale' },
] as const;
export type Sex = (typeof SEX_OPTIONS)[number]['value'];

type Props = { value: Sex; onChange(value: Sex): void; error?: string };

/** The register drawer's sex radios (required, default 0, R5.17). */
export function SexField({ value, onChange, error }: Props) {
  const t = useTranslations('account');
  return (
    <fieldset className="space-y-1" data-testid="register-sex">
      <legend className="mb-1 text-sm font-medium">{t('sex')}</legend>
      <div className="flex flex-wrap gap-5 text-sm">
        {SEX_OPTIONS.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="sex"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand"
              data-testid={`register-sex-${option.value}`}
            />
            {t(option.key)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-xs text-brand">
          {error}
        </p>
      )}
    </fieldset>
  );
}
