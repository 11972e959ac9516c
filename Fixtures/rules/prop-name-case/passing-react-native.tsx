import React from 'react';
import { StyleSheet, TextInput, View } from 'react-native';

export function CreateAccount() {
  return (
    <View style={styles.form}>
      <TextInput textContentType="username" autoComplete="username" keyboardType="email-address" />
      <TextInput
        secureTextEntry
        textContentType="newPassword"
        passwordRules="minlength: 20; required: lower; required: upper; required: digit;"
        maxLength={64}
      />
      <TextInput secureTextEntry autoComplete="new-password" placeholder="Confirm password" />
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: 12, padding: 16 } });
