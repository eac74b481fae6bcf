// The placeholder rule lives in the contract, shared with the document editor in the browser; the filters keep
// their own import path.
export {
  checkPlaceholders,
  closeTag,
  looksLikePlaceholder,
  openTag,
  standaloneTag,
  stripPlaceholders,
  tokenizePlaceholders,
  type PlaceholderCheck,
  type PlaceholderToken,
} from '@lingua/contract';
