// The address phase's values, apart from its form: sign-up keeps them across steps from its first screen,
// before the address step's code has loaded (decision 081).

/** The address phase's values (ids as select values). */
export type AddressValues = {
  address1: string;
  address2: string;
  city: string;
  zipCode: string;
  countryId: string;
  provinceId: string;
};

export const emptyAddress: AddressValues = {
  address1: '',
  address2: '',
  city: '',
  zipCode: '',
  countryId: '',
  provinceId: '',
};
