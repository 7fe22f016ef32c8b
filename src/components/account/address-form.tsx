'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import { CHINA, addressFormSchema, type AddressForm as AddressFormValues, type AddressValues } from '@/lib/validation/address';
import type { AddressOption, AddressOptions } from '@/server/accounts/address-options';
import type { AddressDto } from '@/server/accounts/addresses';
import { FormField } from './form-field';
import { inputClass, primaryButton } from './form-styles';

const EMPTY: AddressFormValues = {
  contactName: '',
  company: '',
  phone: '',
  email: '',
  country: '',
  region: '',
  city: '',
  district: '',
  addressLine: '',
  postcode: '',
  isDefault: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof AddressFormValues)[];

/** The form's starting values: the address being edited, or an empty one (China preset in Chinese). */
export function initialValues(address: AddressDto | undefined, locale: string): AddressFormValues {
  if (!address) return { ...EMPTY, country: locale === 'zh' ? CHINA : '' };
  const { contactName, company, phone, email, country, region, city, district, addressLine, postcode, isDefault } = address;
  return { contactName, company, phone, email, country, region, city, district, addressLine, postcode, isDefault };
}

interface Props {
  defaultValues: AddressFormValues;
  options: AddressOptions;
  /** Saves; a 400 ApiRequestError naming a field is shown next to that field, anything else as a toast. */
  onSubmit(values: AddressValues): Promise<void>;
  onCancel(): void;
}

/** The form's schema: the shared one, plus a district wherever the chosen Chinese city has districts. */
function formSchema(options: AddressOptions) {
  return addressFormSchema.superRefine((value, ctx) => {
    if (value.country !== CHINA || value.district !== '') return;
    const city = options.chinaRegions.find((r) => r.value === value.region)?.cities.find((c) => c.value === value.city);
    if (city && city.districts.length > 0) ctx.addIssue({ code: 'custom', path: ['district'], message: 'address.districtRequired' });
  });
}

/**
 * §3 address fields (our design, R3.47): province → city → district pickers for China (a
 * municipality: province → district, its city being itself), free text elsewhere.
 */
export function AddressForm({ defaultValues, options, onSubmit, onCancel }: Props) {
  const t = useTranslations('address');
  const tAll = useTranslations() as unknown as { (key: string): string; has(key: string): boolean };
  const tr = (key: string | undefined) => (key && tAll.has(key) ? tAll(key) : key);
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<AddressFormValues, unknown, AddressValues>({
    resolver: zodResolver(useMemo(() => formSchema(options), [options])),
    defaultValues,
  });
  const [country, region, city] = useWatch({ control, name: ['country', 'region', 'city'] });
  const inChina = country === CHINA;
  const province = options.chinaRegions.find((r) => r.value === region);
  const cities = province?.cities ?? [];
  const districts = cities.find((c) => c.value === city)?.districts ?? [];
  const clear = (...names: ('region' | 'city' | 'district')[]) => names.forEach((name) => setValue(name, ''));
  /** A municipality is its own city: choosing 上海市 fills the city and asks for the district. */
  const chooseProvince = (value: string) => {
    const chosen = options.chinaRegions.find((r) => r.value === value);
    setValue('city', chosen?.municipality ? chosen.value : '');
    setValue('district', '');
  };
  const error = (name: keyof AddressFormValues) => tr(formState.errors[name]?.message);
  const optional = (label: string) => t('optionalLabel', { label });

  async function submit(values: AddressValues) {
    try {
      await onSubmit(values);
    } catch (failure) {
      // The API names the bad field and sends the schema's message key ('city: address.cityUnknown').
      const field = failure instanceof ApiRequestError ? (failure.field as keyof AddressFormValues | undefined) : undefined;
      if (failure instanceof ApiRequestError && failure.status === 400 && field && FIELDS.includes(field)) {
        setError(field, { message: failure.message.replace(/^[\w.]+:\s*/, '') }, { shouldFocus: true });
      } else toast.error(t('saveError'));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="address-form">
      <FormField label={t('contactName')} autoComplete="name" error={error('contactName')} {...register('contactName')} />
      <FormField label={optional(t('company'))} autoComplete="organization" error={error('company')} {...register('company')} />
      <FormField label={t('phone')} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
      <FormField label={optional(t('email'))} type="email" autoComplete="email" error={error('email')} {...register('email')} />
      <SelectField
        label={t('country')}
        placeholder={t('chooseCountry')}
        options={options.countries}
        error={error('country')}
        className="sm:col-span-2"
        field={register('country', {
          onChange: () => clear('region', 'city', 'district'),
        })}
      />
      {inChina ? (
        <>
          <SelectField
            label={t('province')}
            placeholder={t('chooseProvince')}
            options={options.chinaRegions}
            error={error('region')}
            field={register('region', { onChange: (event: { target: { value: string } }) => chooseProvince(event.target.value) })}
          />
          {province?.municipality ? null : (
            <SelectField label={t('city')} placeholder={t('chooseCity')} options={cities} error={error('city')} field={register('city', { onChange: () => clear('district') })} />
          )}
          {(districts.length > 0 || province?.municipality) && (
            <SelectField
              label={t('district')}
              placeholder={t('chooseDistrict')}
              options={districts}
              error={error('district') ?? (province?.municipality ? error('city') : undefined)}
              field={register('district')}
            />
          )}
        </>
      ) : (
        <>
          <FormField label={optional(t('region'))} autoComplete="address-level1" error={error('region')} {...register('region')} />
          <FormField label={t('city')} autoComplete="address-level2" error={error('city')} {...register('city')} />
        </>
      )}
      <div className="sm:col-span-2">
        <FormField label={t('addressLine')} placeholder={t('addressLinePlaceholder')} autoComplete="street-address" error={error('addressLine')} {...register('addressLine')} />
      </div>
      <FormField label={optional(t('postcode'))} autoComplete="postal-code" error={error('postcode')} {...register('postcode')} />
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm">
        <input type="checkbox" className="size-4 accent-brand" {...register('isDefault')} />
        {t('isDefault')}
      </label>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="h-11 rounded-md border border-line px-5 text-sm hover:bg-paper">
          {t('cancel')}
        </button>
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} sm:w-auto`} data-testid="save-address">
          {formState.isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

interface SelectProps {
  label: string;
  placeholder: string;
  options: AddressOption[];
  error?: string;
  className?: string;
  field: UseFormRegisterReturn;
}

function SelectField({ label, placeholder, options, error, className, field }: SelectProps): ReactNode {
  const id = useId();
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-brand">
          {error}
        </p>
      )}
    </div>
  );
}
