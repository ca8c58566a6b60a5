import { authContracts, userContracts, type ProfileDto } from '@portal/contracts';
import { CLIENT, GUEST, signed } from './demoUsers.js';
import { example } from './example.js';

export const authExamples = [
  example(authContracts.verifySession, signed(CLIENT)),
  example(authContracts.updateProfile, async (context) => {
    const headers = await context.signedAs(GUEST);
    const { usermetaId: _id, emailAddress: _email, isSSO: _sso, ...profile } = (await context.getJson(userContracts.profile.fullPath, headers)) as ProfileDto;
    return { input: { body: { ...profile, title: profile.prefix, phone: profile.phoneNumber, phoneExtn: profile.extension } }, headers };
  }),
];
