import commonPasswords from 'fxa-common-password-list'

// Local favourites that the international list misses.
const LOCAL_COMMON_PASSWORDS = new Set([
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'argentina',
  'argentina1',
  'argentina123',
  'bocajuniors',
  'boca1234',
  'riverplate',
  'river1234',
  'sanlorenzo',
  'racingclub',
  'independiente',
  'buenosaires',
  'mendoza123',
  'cordoba123',
  'redobra',
  'redobra1',
  'redobra123',
  'construccion',
  'construcción',
  'constructor',
  'proveedor',
  'teamo123',
  'tequiero',
  'holahola',
  'hola1234',
  '1234abcd',
  'qwerty123',
  'asdfghjk',
])

export const COMMON_PASSWORD_MESSAGE = 'Esa contraseña es de las más usadas y fácil de adivinar. Elegí otra.'

/** True for passwords on the bundled lists of the most used ones (checked offline). */
export function isCommonPassword(password: string) {
  const normalised = password.trim().toLowerCase()
  return LOCAL_COMMON_PASSWORDS.has(normalised) || commonPasswords.test(password) || commonPasswords.test(normalised)
}
