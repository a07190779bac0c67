/** @jsxRuntime classic */
// The manager runs Storybook's own copy of React and compiles addons with the classic JSX transform: the
// elements must come from that React's createElement, so React is imported by name here.
import React from 'react';
import { addons, types } from 'storybook/manager-api';
import { BrandingPanel } from './BrandingPanel';
import { BRANDING_ADDON_ID, BRANDING_PANEL_ID } from './constants';

addons.register(BRANDING_ADDON_ID, () => {
  addons.add(BRANDING_PANEL_ID, {
    type: types.PANEL,
    title: 'Branding',
    render: ({ active }) => <BrandingPanel active={active ?? false} />,
  });
});
