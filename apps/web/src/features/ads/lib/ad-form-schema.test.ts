import { describe, expect, test } from 'vitest';
import { type AdFormValues, validateAdForm } from './ad-form-schema';
import type { PhotoItem } from './photos';
import { addPhotos, savedPhotos } from './photos';
import { normalisePrice } from './price';

const png = new File(['x'], 'a.png', { type: 'image/png' });
const valid: AdFormValues = {
  title: 'أريكة جلد فاخرة',
  description: '',
  price: '1500',
  negotiable: false,
  condition: 'used',
  parent_category_id: 5,
  category_id: 51,
  country_id: 1,
  region_id: 3,
  phone: '0501234567',
  photos: addPhotos([], [png]).photos,
};

/** The message of one field when everything else is valid (null when it passes). */
const errorOf = (field: keyof AdFormValues, values: Partial<AdFormValues>) =>
  validateAdForm({ ...valid, ...values }, true)[field] ?? null;
const validateTitle = (title: string) => errorOf('title', { title });
const validatePrice = (price: string, negotiable: boolean) =>
  errorOf('price', { price, negotiable });
const validateAdPhone = (phone: string) => errorOf('phone', { phone });
const validatePhotos = (photos: PhotoItem[]) => errorOf('photos', { photos });
const validateAd = validateAdForm;

describe('ad form rules (CreateAdBodySchema over the form values)', () => {
  test('a complete ad passes', () => {
    expect(validateAd(valid, true)).toEqual({});
  });

  test('title: 3 to 120 characters after trimming', () => {
    expect(validateTitle('  ')).toBe('ads:form.errors.title-required');
    expect(validateTitle(' ab ')).toBe('ads:form.errors.title-short');
    expect(validateTitle('abc')).toBeNull();
    expect(validateTitle('x'.repeat(121))).toBe('ads:form.errors.title-long');
  });

  test('title: a control character or only blank letters get the localised refusal', () => {
    expect(validateTitle('Sofa\u0000bed')).toBe('validation:control-character');
    expect(validateTitle('\u3164\u3164\u3164')).toBe('ads:form.errors.title-required');
    expect(validateTitle('\u2800.\uFFA0.\u115F')).toBe('ads:form.errors.title-required');
  });

  test('price: required unless negotiable, decimal ≥ 0 with at most 2 decimals', () => {
    expect(validatePrice('', false)).toBe('ads:form.errors.price-required');
    expect(validatePrice('', true)).toBeNull();
    expect(validatePrice('99.5', false)).toBeNull();
    expect(validatePrice('1,250.75', false)).toBeNull();
    expect(validatePrice('١٥٠٠', false)).toBeNull();
    expect(validatePrice('-3', false)).toBe('ads:form.errors.price-invalid');
    expect(validatePrice('1.999', true)).toBe('ads:form.errors.price-invalid');
    expect(validatePrice('12345678901', false)).toBe('ads:form.errors.price-invalid');
    expect(normalisePrice('١٬٢٥٠٫٥')).toBe('1250.5');
  });

  test('photos: 1 to 10, images of the accepted types up to 10 MB', () => {
    expect(validatePhotos([])).toBe('ads:form.errors.photos-required');
    expect(validatePhotos(savedPhotos([{ id: 1, thumb_url: '/1.webp' }]))).toBeNull();
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(validatePhotos(addPhotos([], [gif]).photos)).toBe('ads:form.errors.photo-type');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'b.png', { type: 'image/png' });
    expect(validatePhotos(addPhotos([], [huge]).photos)).toBe('ads:form.errors.photo-size');
  });

  test('phone: digits (Arabic-Indic too), at least 6', () => {
    expect(validateAdPhone('')).toBe('ads:form.errors.phone-required');
    expect(validateAdPhone('٠٥٠١٢٣٤٥٦٧')).toBeNull();
    expect(validateAdPhone('+966 50 123 4567')).toBeNull();
    expect(validateAdPhone('12ab')).toBe('ads:form.errors.phone-invalid');
  });

  test('category must be a leaf: a parent with sub-categories needs one chosen', () => {
    expect(validateAd({ ...valid, category_id: null }, true)).toEqual({
      category_id: 'ads:form.errors.sub-category-required',
    });
    expect(validateAd({ ...valid, category_id: null }, false)).toEqual({});
    expect(validateAd({ ...valid, parent_category_id: null, category_id: null }, true)).toEqual({
      category_id: 'ads:form.errors.category-required',
    });
  });

  test('every broken field is reported at once, region after country', () => {
    const errors = validateAd(
      {
        ...valid,
        title: '',
        price: '',
        condition: '',
        region_id: null,
        phone: '',
        photos: [],
        description: 'x'.repeat(5001),
      },
      true,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['condition', 'description', 'phone', 'photos', 'price', 'region_id', 'title'].sort(),
    );
    expect(errors.region_id).toBe('validation:login.region-first');
    expect(validateAd({ ...valid, country_id: null, region_id: null }, true)).toEqual({
      country_id: 'ads:form.errors.country-required',
    });
  });
});
