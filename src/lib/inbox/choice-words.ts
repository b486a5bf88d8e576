import { calculatorOptions } from "@/content/calculator";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { CARE_TYPES, INSURANCE_PLANS } from "@/content/referral-form";
import type { ChoiceList } from "@/shared/forms/registry";

/**
 * The one label table of the codes the forms send (`bcbs`, `physical-therapy`, `resumption`…):
 * the words are the forms' own (src/content), never a second copy, so the inbox says what the
 * visitor chose. The registry names which list a field's codes come from.
 */
const fromChoices = (choices: readonly { value: string; label: string }[]) =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.label]));

export const CHOICE_WORDS: Readonly<Record<ChoiceList, Readonly<Record<string, string>>>> = {
  insuranceCompany: fromChoices(insuranceCompanyChoices),
  serviceType: fromChoices(calculatorOptions.serviceType),
  careType: CARE_TYPES,
  insurancePlan: INSURANCE_PLANS,
  // The page's language, which every form sends.
  language: { en: "English", es: "Spanish" },
};
