import React from 'react';
import { TextInput, View } from 'react-native';

// React Native spells UIKit's content types: `newPassword`, not HTML's `new-password`.
export function NewPassword() {
  return (
    <View>
      <TextInput textContentType="username" autoComplete="username" />
      <TextInput secureTextEntry textContentType="new-password" passwordRules="minlength: 20;" />
      <TextInput secureTextEntry textContentType="one-time-code" />
    </View>
  );
}
