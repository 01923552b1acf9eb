/**
 * Passwords of 8+ characters that appear at the top of public breach corpora. Shorter ones are
 * already refused by the length rule. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password12', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', '1qaz2wsx',
  '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'football1', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'abcdefgh', 'admin123',
  'administrator', 'letmein1', 'trustno1', 'superman', 'starwars', 'whatever', 'michelle', 'jennifer',
  'jordan23', 'basketball', 'charlie1', 'computer', 'liverpool', 'chelsea1', 'mustang1', 'corvette',
  'firebird', 'ferrari1', 'porsche1', 'mercedes', 'michael1', 'master12', 'matrix12', 'monkey12',
  'dragon12', 'shadow12', 'pokemon1', 'hello123', 'freedom1', 'changeme', 'changeme1', 'secret123',
  'default1', 'internet', 'samsung1', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123',
  '11111111', '00000000', '88888888', '12341234', '12121212', '11223344', '123123123', '987654321',
  '147258369', '123qweasd', 'qweasdzxc', 'q1w2e3r4', 'q1w2e3r4t5', 'aa123456', 'a1234567', 'a12345678',
  'passwort', 'passwort1', 'hallo123', 'schalke04', 'motdepasse', 'azertyuiop', 'azerty123', 'soleil123',
  'contrasena', 'contraseña', 'password2024', 'password2025', 'password2026', 'welcome2025',
  'welcome2026', 'summer2025', 'winter2025', 'spring2026', 'autumn2026', 'partsmith', 'partsmith1',
  'partsmith123', 'juventus', 'napoli123', 'barcelona', 'realmadrid', 'bayern123', 'dortmund',
]);
