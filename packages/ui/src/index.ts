/**
 * `@orderprotection/ui`: the OrderProtection design system. Styles are in `@orderprotection/ui/styles.css`;
 * the theme's values come from `BrandProvider` (or the server's inlined `themeStylesheet`).
 *
 * One sorted list of exports (Biome sorts it: run `npx biome check --write packages/ui/src/index.ts`).
 */

export {
  AddressForm,
  type AddressFormLabels,
  type AddressFormProps,
  defaultAddressFormLabels,
} from './components/AddressForm/AddressForm';
export { Alert, type AlertProps, Callout, type CalloutProps } from './components/Alert/Alert';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { Button, type ButtonProps } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  type ChoiceCard,
  ChoiceCardGroup,
  type ChoiceCardGroupProps,
} from './components/ChoiceCardGroup/ChoiceCardGroup';
export {
  type ClaimStatusAppearance,
  ClaimStatusBadge,
  type ClaimStatusBadgeProps,
  type ClaimStatusBadgeStatus,
  claimStatusAppearance,
} from './components/ClaimStatusBadge/ClaimStatusBadge';
export {
  ClaimSummary,
  type ClaimSummaryHeadings,
  type ClaimSummaryLabels,
  type ClaimSummaryProps,
  defaultClaimSummaryHeadings,
  defaultClaimSummaryLabels,
  issueTypeLabel,
  resolutionLabel,
} from './components/ClaimSummary/ClaimSummary';
export {
  addressLines,
  type ClaimSummaryEntry,
  type ClaimSummaryIssue,
  type ClaimSummaryShipmentLine,
  claimSummaryFromClaim,
  claimSummaryFromDraft,
  defaultShipmentTitle,
  type ShipmentTitle,
} from './components/ClaimSummary/claimSummaryEntries';
export { DateText, type DateTextProps } from './components/DateText/DateText';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { Divider, type DividerProps } from './components/Divider/Divider';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  ErrorPage,
  type ErrorPageCopy,
  type ErrorPageProps,
  errorPageCopy,
} from './components/ErrorPage/ErrorPage';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError';
export {
  defaultFileDropzoneLabels,
  FileDropzone,
  type FileDropzoneLabels,
  type FileDropzoneProps,
  type UploadFile,
  type UploadOptions,
} from './components/FileDropzone/FileDropzone';
export { LazyFileDropzone, loadFileDropzone } from './components/FileDropzone/LazyFileDropzone';
export {
  type FormError,
  FormErrorSummary,
  type FormErrorSummaryProps,
} from './components/FormErrorSummary/FormErrorSummary';
export { Heading, type HeadingLevel, type HeadingProps } from './components/Heading/Heading';
export {
  defaultItemIssueFormLabels,
  ItemIssueForm,
  type ItemIssueFormLabels,
  type ItemIssueFormProps,
  itemIssueTypeFieldId,
} from './components/ItemIssueForm/ItemIssueForm';
export {
  describedUnits,
  emptyItemIssueFormValue,
  emptyItemIssueUnit,
  firstMissingIssueType,
  type ItemIssueAnswer,
  type ItemIssueFormValue,
  type ItemIssueUnitAnswer,
  type ItemIssueUnitDraft,
  itemIssueAnswer,
} from './components/ItemIssueForm/itemIssueValue';
export { LazyLightbox } from './components/Lightbox/LazyLightbox';
export {
  defaultLightboxLabels,
  Lightbox,
  type LightboxError,
  type LightboxImage,
  type LightboxLabels,
  type LightboxProps,
} from './components/Lightbox/Lightbox';
export { LightboxThumbnail, type LightboxThumbnailProps } from './components/Lightbox/LightboxThumbnail';
export { Logo, type LogoProps } from './components/Logo/Logo';
export {
  defaultMessageThreadLabels,
  MessageThread,
  type MessageThreadLabels,
  type MessageThreadProps,
} from './components/MessageThread/MessageThread';
export { MoneyText, type MoneyTextProps } from './components/MoneyText/MoneyText';
export {
  defaultOrderItemRowLabels,
  OrderItemRow,
  type OrderItemRowLabels,
  type OrderItemRowProps,
} from './components/OrderItemRow/OrderItemRow';
export { PageShell, type PageShellProps } from './components/PageShell/PageShell';
export {
  defaultProductProgressLabel,
  ProductProgress,
  type ProductProgressProps,
} from './components/ProductProgress/ProductProgress';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export {
  defaultResolutionDetailsLabels,
  ResolutionDetails,
  type ResolutionDetailsLabels,
  type ResolutionDetailsProps,
} from './components/ResolutionDetails/ResolutionDetails';
export {
  defaultReviewFormLabels,
  ReviewForm,
  type ReviewFormLabels,
  type ReviewFormProps,
} from './components/ReviewForm/ReviewForm';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  defaultShipmentCardLabels,
  ShipmentCard,
  type ShipmentCardLabels,
  type ShipmentCardProps,
} from './components/ShipmentCard/ShipmentCard';
export {
  type SignatureMethod,
  SignaturePad,
  type SignaturePadHandle,
  type SignaturePadProps,
} from './components/SignaturePad/SignaturePad';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Text, type TextProps } from './components/Text/Text';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  createToastQueue,
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  toastQueue,
} from './components/Toast/Toast';
export {
  useChoiceMadeBeforeHydration,
  useTicksMadeBeforeHydration,
  useValueTypedBeforeHydration,
} from './internal/field/typedBeforeHydration';
export { visuallyHidden } from './styles/shared.css';
export * from './theme';
export {
  type BrandContextValue,
  BrandProvider,
  type BrandProviderProps,
  useBranding,
} from './theme/BrandProvider';
export { InlinedBrandProvider, type InlinedBrandProviderProps } from './theme/InlinedBrandProvider';
export { vars } from './theme/vars.css';
