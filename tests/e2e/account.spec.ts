/** /account: each change is seen on the page, survives a reload, and is what the server stores. */
import { AccountPage, type ContactDetails } from './pages/AccountPage';
import { AppShell } from './pages/AppShell';
import { createVerifiedUser, graphqlRead } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { uniqueEmail } from './support/users';

type Me = {
  name: string;
  contact: ContactDetails | null;
  media: { url: string; mimeType: string; fileName: string }[];
};

const ME = '{ me { name contact { firstName lastName title email phone phoneExt mobilePhone fax } media { url mimeType fileName } } }';

// Every test works on its own fresh, verified user, signed in in the page: demo accounts stay as seeded.
test.beforeEach(async ({ page }) => {
  await createVerifiedUser(page.request, { name: 'Avery Account', email: uniqueEmail('account'), password: 'account-pass-1' });
  await page.goto('/account');
  await expect(new AccountPage(page).name).toHaveValue('Avery Account');
});

test('the profile name is saved, shown in the top bar and kept after a reload', async ({ page }) => {
  const account = new AccountPage(page);
  const shell = new AppShell(page);
  await account.saveName('Avery Renamed');

  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(shell.userMenuFor('Avery Renamed')).toBeVisible();

  await page.reload();
  await expect(account.name).toHaveValue('Avery Renamed');
  await expect(shell.userMenuFor('Avery Renamed')).toBeVisible();
  expect((await graphqlRead<{ me: Me }>(page.request, ME)).me.name).toBe('Avery Renamed');
});

test('contact details are saved and kept after a reload', async ({ page }) => {
  const account = new AccountPage(page);
  const details: ContactDetails = {
    firstName: 'Avery',
    lastName: 'Contact-Person',
    title: 'Fleet Coordinator',
    email: 'avery.work@example.test',
    phone: '555-0142',
    phoneExt: '42',
    mobilePhone: '555-0199',
    fax: '555-0143',
  };
  await account.saveContactDetails(details);
  await expect(page.getByText('Contact details saved.')).toBeVisible();

  await page.reload();
  for (const [key, value] of Object.entries(details) as [keyof ContactDetails, string][]) {
    await expect(account.contactFields[key], key).toHaveValue(value);
  }
  expect((await graphqlRead<{ me: Me }>(page.request, ME)).me.contact).toEqual(details);
});

test('a personal access token is shown once, works as a bearer token, and stops working when revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = new AccountPage(page);
  const tokenName = 'E2E laptop';
  await expect(account.noTokens).toBeVisible();
  await account.tokenName.fill(tokenName);
  await account.createToken.click();

  await expect(account.tokens.getByText(`Token “${tokenName}” created.`)).toBeVisible();
  await expect(account.newToken).toHaveValue(/\S{20,}/);
  const plainToken = await account.newToken.inputValue();
  await expect(account.tokenRow(tokenName)).toBeVisible();

  // Stored: the token signs in on its own, without the session cookie.
  const bearer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${plainToken}` } });
  expect((await bearer.get('/api/user')).status()).toBe(200);

  await account.doneWithToken.click();
  await expect(account.newToken).toHaveCount(0);
  await page.reload();
  await expect(account.tokenRow(tokenName)).toBeVisible();
  await expect(account.newToken).toHaveCount(0);

  await account.revokeToken(tokenName);
  await expect(page.getByText('Token revoked.')).toBeVisible();
  await expect(account.tokenRow(tokenName)).toHaveCount(0);
  await expect(account.noTokens).toBeVisible();
  expect((await bearer.get('/api/user')).status()).toBe(401);
  await bearer.dispose();
});

test('an uploaded avatar is displayed on the account page and in the top bar, and stored as sent', async ({ page }) => {
  const account = new AccountPage(page);
  const shell = new AppShell(page);
  const png = solidPng(8, 8, [220, 40, 40]);

  await account.chooseFile.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(account.preview).toBeVisible();
  await account.upload.click();
  await expect(page.getByText('Picture saved.')).toBeVisible();
  await expect(account.preview).toHaveCount(0);
  await expect(account.removePicture).toBeVisible();

  // On /account the picture is content; in the top bar it is decorative (alt=""), next to the name.
  const saved = account.picture.getByRole('img', { name: 'Your current picture' });
  const inTopBar = shell.userMenuButton.getByRole('presentation');
  for (const image of [saved, inTopBar]) {
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  }

  const { media } = (await graphqlRead<{ me: Me }>(page.request, ME)).me;
  expect(media).toHaveLength(1);
  expect(media[0]).toMatchObject({ mimeType: 'image/png', fileName: 'avatar.png' });
  const stored = await page.request.get(media[0].url);
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await stored.body(), png)).toBe(0);
  expect(await saved.getAttribute('src')).toBe(media[0].url);

  await page.reload();
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
});
