// Public surface of the machine-translation engines for routes and job workers.
export * from './engine.ts';
export { loadMtConfig, type MtConfig, type ApertiumConfig, type AzureTranslatorConfig } from '../../config/mt-config.ts';
export { createMtEngine, createMtChain, registerMtEngine, mtEngineNames, type MtEngineFactory } from './create-engine.ts';
export { ChainEngine, type ChainEngineOptions, type MtCallObservation } from './chain/chain-engine.ts';
export { ApertiumEngine, APERTIUM_DEFAULTS, type ApertiumEngineOptions } from './apertium/apertium-engine.ts';
export { AzureTranslatorEngine, type AzureTranslatorOptions } from './azure/azure-translator-engine.ts';
export { DeeplEngine, type DeeplEngineOptions } from './deepl/deepl-engine.ts';
export { OpenAiChatEngine, type OpenAiChatEngineOptions } from './openai/openai-chat-engine.ts';
export { LibreTranslateEngine, type LibreTranslateEngineOptions } from './libretranslate/libretranslate-engine.ts';
export { detectByTrigrams, trigramScores, type DetectionCandidate } from './language-detector.ts';
