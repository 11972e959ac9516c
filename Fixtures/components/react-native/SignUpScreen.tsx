import React, { useState } from 'react';
import { Button, StyleSheet, Text, TextInput, View } from 'react-native';

type Props = { onSignUp: (email: string, password: string) => void };

export default function SignUpScreen({ onSignUp }: Props) {
  const [email, setEmail] = useState<string>('');
  const [password, setPassword] = useState<string>('');
  const [confirmPassword, setConfirmPassword] = useState<string>('');
  const [hidden, setHidden] = useState(true);
  const valid = /\S+@\S+/.test(email) && password.length >= 8;

  return (
    <View style={styles.container}>
      <Text style={styles.title}>Create account</Text>
      <TextInput
        style={styles.input}
        placeholder="Email"
        autoCapitalize="none"
        keyboardType="email-address"
        textContentType="emailAddress"
        value={email}
        onChangeText={setEmail}
      />
      <TextInput
        style={styles.input}
        placeholder="Password"
        secureTextEntry={hidden}
        textContentType="new-password"
        passwordRules="required: upper; required: digits; minlength: 8"
        maxLength={32}
        value={password}
        onChangeText={setPassword}
      />
      <TextInput
        style={styles.input}
        placeholder="Confirm password"
        secureTextEntry
        textContentType="newPassword"
        passwordRules="required: upper; required: digit; minlength: 8;"
        value={confirmPassword}
        onChangeText={setConfirmPassword}
      />
      <Button title={hidden ? 'Show' : 'Hide'} onPress={() => setHidden(!hidden)} />
      <Button title="Sign up" disabled={!valid} onPress={() => onSignUp(email, password)} />
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 24, justifyContent: 'center' },
  title: { fontSize: 24, marginBottom: 16 },
  input: { borderWidth: 1, borderColor: '#ccc', borderRadius: 8, padding: 12, marginBottom: 12 },
});
