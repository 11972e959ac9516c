<div class="flex flex-col gap-6">
    <x-auth-header :title="__('Reset password')" :description="__('Please enter your new password below')" />

    <form method="POST" action="{{ route('password.update') }}" class="flex flex-col gap-6">
        @csrf
        <input type="hidden" name="token" value="{{ request()->route('token') }}">

        <flux:input name="email" value="{{ request('email') }}" :label="__('Email')" type="email" required autocomplete="email" />

        {{-- formlint-disable-next-line short-maximum-length -- the legacy SSO bridge truncates at 32 --}}
        <x-password-input name="password" :label="__('Password')" required autocomplete="new-password" minlength="12" maxlength="32" />

        <x-password-input name="password_confirmation" :label="__('Confirm password')" required autocomplete="new-password" />

        <flux:button type="submit" variant="primary" class="w-full">{{ __('Reset password') }}</flux:button>
    </form>
</div>
