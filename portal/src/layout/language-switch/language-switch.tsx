// The visitor's language switch (decision 189): each language in its own name, the choice kept on this browser.
// A signed-in person chooses in account settings, where the server stores it.
import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { directionOf, endonym, LANGUAGES, pickLanguage, useLanguage, useT } from '@lingua/core';

export function LanguageSwitch() {
  const t = useT();
  const shown = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('portal.header.languageShown', { language: endonym(shown) })}
        >
          <IconLanguage size={22} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            dir={directionOf(language)}
            aria-current={language === shown ? 'true' : undefined}
            fw={language === shown ? 700 : undefined}
            onClick={() => void pickLanguage(language)}
          >
            {endonym(language)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
