import type { Store } from 'ra-core';
import { useEffect } from 'react';
import { onSignIn } from './auth-provider';

// The member's saved language (their profile) is applied when they sign in on a browser; from
// then on this browser's own choice (the lantern_admin_lang cookie) wins on every page load, and
// a click on the switch saves it to the profile too. Applying the profile on every identity read
// raced the switch (a click before the identity query settled was undone) and made two browsers
// of one member fight over the language.

let chosenHere = false;

/** The language switch calls this: a choice made on the sign-in page survives the sign-in. */
export function markLanguageChosen(): void {
  chosenHere = true;
}

export function useMemberLanguage(store: Store): void {
  useEffect(
    () =>
      onSignIn((member) => {
        if (!chosenHere && store.getItem('locale') !== member.language) store.setItem('locale', member.language);
      }),
    [store],
  );
}
