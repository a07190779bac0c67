import { loadProvinces } from '@orderprotection/countries';
import type { AddressInput } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AddressForm, type AddressFormProps } from './AddressForm';

/** The form with its state, as the edit-shipping-address modal will hold it. */
function AddressFormDemo(args: AddressFormProps) {
  const [address, setAddress] = useState(args.value);
  return (
    <AddressForm
      {...args}
      value={address}
      onChange={(next) => {
        setAddress(next);
        args.onChange(next);
      }}
    >
      <div>
        <Button type="submit">Save address</Button>
      </div>
    </AddressForm>
  );
}

const unitedStates: AddressInput = {
  firstName: 'Ana',
  lastName: 'Silva',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  provinceCode: 'CA',
  province: 'California',
  zip: '94043',
  country: 'United States',
  countryCode: 'US',
};

const meta = {
  title: 'Forms/AddressForm',
  component: AddressForm,
  args: { value: unitedStates, onChange: fn(), onSubmit: fn() },
  render: (args) => <AddressFormDemo {...args} />,
  // Each country's provinces are a chunk of their own; fetched here first, the form's own load of them is
  // answered from the module cache instead of racing a busy dev server.
  loaders: [
    async () => {
      await Promise.all(['US', 'CA', 'JP'].map(loadProvinces));
    },
  ],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A postal address in the chosen country's own layout, from `@orderprotection/countries`: field order (`addressFormat(country).edit`), the province list and label (State, Province, Prefecture…, loaded with `loadProvinces` when the country changes; none where the country has none) and the postal-code label and pattern. Validation is the domain's `AddressInput` schema plus `validateAddress(address, country, provinces)` from the countries package (the server applies the same). A field's error shows once it is left; on submit every error shows and focus moves to the first; `onSubmit` receives only a valid address. The value is controlled and typed as `AddressInput`; `id` lets a Dialog footer button submit it (`form={id}`).",
      },
    },
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {
  tags: ['screenshot:every-merchant'],
  play: async ({ canvas, args, userEvent }) => {
    const zip = canvas.getByRole('textbox', { name: 'Zip code' });
    // The states load with the country: the chosen one shows once they are there.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /State$/ })).toHaveTextContent('California'),
    );
    // A wrong ZIP code is refused once the field is left, with the country's example.
    await userEvent.clear(zip);
    await userEvent.type(zip, '9404');
    await userEvent.tab();
    await expect(zip).toBeInvalid();
    await expect(zip).toHaveAccessibleDescription('Enter a valid zip code for United States, such as 90210');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(zip).toHaveFocus();
    // A valid one (ZIP+4 too) is accepted.
    await userEvent.clear(zip);
    await userEvent.type(zip, '94043-1351');
    await expect(zip).toBeValid();
    await expect(canvas.queryByText(/Enter a valid zip code/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...unitedStates, zip: '94043-1351' });
  },
};

export const Canada: Story = {
  args: {
    value: {
      firstName: 'Marie',
      lastName: 'Tremblay',
      address1: '111 Wellington St',
      city: 'Ottawa',
      provinceCode: 'ON',
      zip: 'K1A 0A9',
      countryCode: 'CA',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Province$/ })).toHaveTextContent('Ontario'),
    );
    const postalCode = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '12345');
    await userEvent.tab();
    await expect(postalCode).toHaveAccessibleDescription(
      'Enter a valid postal code for Canada, such as K1P 1J1',
    );
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, 'k1a 0a9');
    await userEvent.tab();
    await expect(postalCode).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Japan: Story = {
  args: {
    value: {
      firstName: 'Yui',
      lastName: 'Sato',
      address1: '2-1 Shibakoen 4-chome',
      city: 'Minato-ku',
      provinceCode: 'JP-13',
      zip: '105-0011',
      countryCode: 'JP',
    },
  },
  play: async ({ canvas }) => {
    // Japan's format: family name first, then the postal code before the prefecture.
    const names = canvas.getAllByRole('textbox').map((field) => field.getAttribute('autocomplete'));
    await expect(names.indexOf('family-name')).toBeLessThan(names.indexOf('given-name'));
    const prefecture = canvas.getByRole('button', { name: /Prefecture$/ });
    await waitFor(() => expect(prefecture).toHaveTextContent('Tōkyō'));
    const zip = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(zip.compareDocumentPosition(prefecture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const CountryWithoutProvinces: Story = {
  args: {
    value: {
      firstName: 'Lena',
      lastName: 'Wagner',
      address1: 'Rheinstraße 12',
      city: 'Koblenz',
      zip: '56068',
      countryCode: 'DE',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Country\/region$/ })).toHaveTextContent('Germany');
    await expect(canvas.queryByRole('button', { name: /(State|Province|Region)$/ })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryCode: 'DE', zip: '56068' }),
    );
  },
};

export const SwitchingCountryReloadsProvinces: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const country = canvas.getByRole('button', { name: /Country\/region$/ });
    country.focus();
    await userEvent.keyboard('{ArrowDown}');
    const countries = await body.findByRole('listbox');
    await userEvent.click(within(countries).getByRole('option', { name: 'Canada' }));
    await expect(country).toHaveTextContent('Canada');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        countryCode: 'CA',
        country: 'Canada',
        province: undefined,
        provinceCode: undefined,
      }),
    );
    const province = await canvas.findByRole('button', { name: /Province$/ });
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
    await waitFor(() => expect(province).toBeEnabled());
    await userEvent.click(province);
    const provinces = await body.findByRole('listbox');
    await expect(within(provinces).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await expect(within(provinces).queryByRole('option', { name: 'California' })).toBeNull();
    await userEvent.click(within(provinces).getByRole('option', { name: 'Quebec' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ provinceCode: 'QC', province: 'Quebec' }),
    );
  },
};

export const SubmitEmpty: Story = {
  args: { value: { firstName: '', lastName: '', address1: '', city: '', countryCode: 'US' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toBeInvalid();
    await expect(canvas.getByRole('button', { name: /State$/ })).toHaveAccessibleDescription(
      'Select your state',
    );
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      'Enter your zip code',
    );
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toBeValid();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toBeRequired();
  },
};
